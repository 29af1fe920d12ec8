import Dispatch
import Foundation
import GraphQLSyntax

/// Walks a large program's documents on every core: the documents are cut into contiguous
/// parts of about equal size, one per core, and each part is walked with a context of its own
/// (its own diagnostics, walk state and OverlappingFieldsCanBeMerged caches), reading the
/// shared program and schema and writing neither.
///
/// A part's walk finds every problem the single walk finds in it: the single walk's caches
/// only let it skip comparisons that found nothing new, and a part's caches hold a subset of
/// those. So when no part finds a problem, neither would the single walk, and the parts'
/// results are the program's. When a part does, the caller walks again in one piece: each
/// part would report a fragment pair's conflict that the single walk reports once, and the
/// single walk's report is the one graphql-js gives. Invalid programs are rare in a build,
/// and walking one twice costs less than matching the single walk's reports part by part.
enum PartitionedWalk {
    /// Programs of fewer documents per core are walked in one piece: a part's caches start
    /// empty, and in a small program that costs more than a core saves.
    static let minimumDocumentsPerPart = 64

    /// Walks `context`'s program in parts; true when it did and no part found a problem (the
    /// variables the walks collected are then recorded in the program). False, with nothing
    /// recorded, when the program is too small to cut or a part found a problem.
    static func walk(_ context: ValidationContext) -> Bool {
        let documents = context.program.documents
        let partCount = min(processorCount, documents.count / minimumDocumentsPerPart)
        guard partCount > 1 else { return false }
        let parts = cut(documents, into: partCount).map { range in
            Part(
                documents: range,
                context: ValidationContext(
                    program: context.program, schema: context.schema, options: context.options,
                    firstDocument: range.lowerBound))
        }
        let shared = UncheckedSendable(parts)
        DispatchQueue.concurrentPerform(iterations: parts.count) { index in
            let part = shared.value[index]
            for document in part.documents {
                var walker = DocumentWalker(context: part.context, documentIndex: document)
                walker.walk()
            }
            // Freed here, on the part's own thread, rather than with the parts on one.
            part.context.overlap = OverlapCache()
        }
        guard !parts.contains(where: { $0.context.hasFound }) else { return false }
        for part in parts { context.program.record(part.context.walkState) }
        return true
    }

    private struct Part {
        var documents: Range<Int>
        var context: ValidationContext
    }

    /// `count` contiguous ranges of documents holding about as many bytes of source each.
    private static func cut(_ documents: [Document], into count: Int) -> [Range<Int>] {
        let total = documents.reduce(0) { $0 + $1.source.byteCount }
        var ranges: [Range<Int>] = []
        var start = 0
        var bytes = 0
        for (index, document) in documents.enumerated() where ranges.count < count - 1 {
            bytes += document.source.byteCount
            if bytes * count >= total * (ranges.count + 1) {
                ranges.append(start..<(index + 1))
                start = index + 1
            }
        }
        ranges.append(start..<documents.count)
        return ranges
    }
}

/// Values handed to worker threads that each use their own part of them while the caller
/// waits.
private struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
