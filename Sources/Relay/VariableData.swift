/// Variables of an operation, or arguments of a field, by name. Dictionary literals such as
/// `["id": "me"]` or `["status": "ANY", "first": 10]` are `VariableData`.
public typealias VariableData = [String: JSONValue]
