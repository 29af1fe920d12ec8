import Foundation
import Relay
import XCTest

/// Provided variables at run time: an operation's descriptor asks each provider for its value
/// every time it is made, overriding what the caller passed; artifacts name the providers.
final class ProvidedVariableTests: XCTestCase {
    private enum PageSize: VariableProvider {
        nonisolated(unsafe) static var value = 10
        static func get() -> Int { value }
    }

    private func request(_ provided: [ProvidedVariable]) -> ConcreteRequest {
        ConcreteRequest(
            fragment: ReaderFragment(name: "Q", type: "Query", selections: []),
            operation: NormalizationOperation(
                name: "Q", argumentDefinitions: [.local(name: "id", defaultValue: .string("me"))], selections: []),
            params: RequestParameters(name: "Q", operationKind: .query, providedVariables: provided))
    }

    func testTheDescriptorAsksTheProviderEachTimeOverWhatTheCallerPassed() {
        let query = request([
            ProvidedVariable(name: "__relay_internal__pv__PageSize", provider: "PageSize") { PageSize.get() }
        ])
        PageSize.value = 10
        let first = OperationDescriptor(request: query, variables: ["__relay_internal__pv__PageSize": .int(1)])
        XCTAssertEqual(first.variables, ["id": .string("me"), "__relay_internal__pv__PageSize": .int(10)])
        PageSize.value = 20
        XCTAssertEqual(
            OperationDescriptor(request: query, variables: [:]).variables["__relay_internal__pv__PageSize"],
            .int(20))
    }

    func testParamsNameEachProviderAndDecodeItsName() throws {
        let params = RequestParameters(
            name: "Q", operationKind: .query, text: "query Q { a }",
            providedVariables: [
                ProvidedVariable(name: "__relay_internal__pv__PageSize", provider: "PageSize") { PageSize.get() }
            ])
        let json = try JSONValue(parsing: JSONEncoder().encode(params))
        XCTAssertEqual(json["providedVariables"], .object(["__relay_internal__pv__PageSize": .string("PageSize")]))
        let decoded = try JSONDecoder().decode(RequestParameters.self, from: JSONEncoder().encode(params))
        XCTAssertEqual(decoded, params)
        // Without the provider's code, a decoded artifact has no value to ask for: the caller's
        // is kept.
        XCTAssertNil(decoded.providedVariables.first?.value)
        let fromJSON = ConcreteRequest(
            fragment: ReaderFragment(name: "Q", type: "Query", selections: []),
            operation: NormalizationOperation(name: "Q", argumentDefinitions: [], selections: []), params: decoded)
        XCTAssertEqual(
            OperationDescriptor(request: fromJSON, variables: ["__relay_internal__pv__PageSize": .int(3)]).variables,
            ["__relay_internal__pv__PageSize": .int(3)])
        // An operation without any has no key.
        let plain = try JSONValue(parsing: JSONEncoder().encode(RequestParameters(name: "Q", operationKind: .query)))
        XCTAssertNil(plain["providedVariables"])
    }
}
