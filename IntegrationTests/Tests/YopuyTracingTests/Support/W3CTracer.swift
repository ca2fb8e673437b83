import InMemoryTracing
import Tracing

/// An `InMemoryTracer` that carries its spans' context in a W3C `traceparent` header, as a real
/// tracer's propagator does: InMemoryTracer writes its IDs in headers of its own
/// (`in-memory-trace-id`), which no server reads.
///
/// Its IDs have the W3C's shape, 32 and 16 lowercase hexadecimal digits, so that
/// `00-{trace ID}-{span ID}-01` is a valid `traceparent`; extracting one sets the remote span as
/// the parent of the next span started.
struct W3CTracer: Tracer {
    /// Where the spans are recorded.
    let recorder = InMemoryTracer(idGenerator: .w3c)

    func startSpan<Instant: TracerInstant>(
        _ operationName: String,
        context: @autoclosure () -> InstrumentationContext,
        ofKind kind: SpanKind,
        at instant: @autoclosure () -> Instant,
        function: String,
        file fileID: String,
        line: UInt
    ) -> InMemorySpan {
        recorder.startSpan(
            operationName,
            context: context(),
            ofKind: kind,
            at: instant(),
            function: function,
            file: fileID,
            line: line
        )
    }

    func activeSpan(identifiedBy context: InstrumentationContext) -> InMemorySpan? {
        recorder.activeSpan(identifiedBy: context)
    }

    func forceFlush() {
        recorder.forceFlush()
    }

    func inject<Carrier, Inject: Injector>(
        _ context: InstrumentationContext,
        into carrier: inout Carrier,
        using injector: Inject
    ) where Carrier == Inject.Carrier {
        guard let span = context.inMemorySpanContext else {
            return
        }
        injector.inject("00-\(span.traceID)-\(span.spanID)-01", forKey: "traceparent", into: &carrier)
    }

    func extract<Carrier, Extract: Extractor>(
        _ carrier: Carrier,
        into context: inout InstrumentationContext,
        using extractor: Extract
    ) where Carrier == Extract.Carrier {
        guard let parent = extractor.extract(key: "traceparent", from: carrier).flatMap(Traceparent.init) else {
            return
        }
        context.inMemorySpanContext = InMemorySpanContext(
            traceID: parent.traceID,
            spanID: parent.spanID,
            parentSpanID: nil
        )
    }

    /// The spans that have ended, in the order they ended.
    var finishedSpans: [FinishedInMemorySpan] { recorder.finishedSpans }
}

/// A W3C `traceparent` header's value, read: `00-{32 hex digits}-{16 hex digits}-{2 hex digits}`.
struct Traceparent: Equatable, CustomStringConvertible {
    let traceID: String
    let spanID: String

    init?(_ value: String) {
        let parts = value.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 4, parts[0] == "00", parts[1].count == 32, parts[2].count == 16, parts[3].count == 2,
            parts.dropFirst().allSatisfy({ $0.allSatisfy(\.isHexDigit) })
        else {
            return nil
        }
        traceID = String(parts[1])
        spanID = String(parts[2])
    }

    var description: String { "00-\(traceID)-\(spanID)-01" }
}

extension InMemoryTracer.IDGenerator {
    /// Random IDs of the W3C's shape: 32 hexadecimal digits for a trace, 16 for a span.
    static var w3c: Self {
        Self(
            nextTraceID: { hex(UInt64.random(in: 1...UInt64.max)) + hex(UInt64.random(in: 1...UInt64.max)) },
            nextSpanID: { hex(UInt64.random(in: 1...UInt64.max)) }
        )
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
