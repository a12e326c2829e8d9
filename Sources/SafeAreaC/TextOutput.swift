// The caller's text buffer of every function that returns text.
import SafeAreaEngine

/// The `buffer`, `capacity` and `length` arguments of a function that returns
/// text (explanations, reports, SVG, exports, profiles as JSON).
///
/// `*length` always receives the text's size without its NUL; the text is
/// copied with its NUL only when it fits, else the call reports
/// SAFEAREA_E_BUFFER_TOO_SMALL, so a caller may ask with capacity 0 and call
/// again with `*length + 1` bytes.
struct TextOutput {
    let buffer: UnsafeMutablePointer<CChar>?
    let capacity: Int
    let length: UnsafeMutablePointer<Int>

    /// Checks the buffer arguments, before any other work: NULL `length`, or a
    /// NULL `buffer` with a capacity.
    init(_ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int, _ length: UnsafeMutablePointer<Int>?)
        throws(SafeAreaError)
    {
        guard let length else { throw .nullArgument("length is NULL") }
        if capacity != 0 && buffer == nil {
            throw .nullArgument("buffer is NULL while capacity is \(UInt(bitPattern: capacity))")
        }
        self.buffer = buffer
        self.capacity = capacity
        self.length = length
    }

    /// Copies `text` and its NUL into the buffer; `what` names the text in the
    /// too-small message ("the profile needs 812 bytes with its NUL").
    func write(_ text: String, what: String = "text") throws(SafeAreaError) {
        var copy = text
        let size = copy.utf8.count
        length.pointee = size
        // A size_t capacity above Int.max arrives negative: it is large enough.
        guard capacity < 0 || size < capacity, let buffer else {
            throw .bufferTooSmall("the \(what) needs \(size + 1) bytes with its NUL; the buffer has \(capacity)")
        }
        copy.withUTF8 { bytes in
            if let base = bytes.baseAddress { UnsafeMutableRawPointer(buffer).copyMemory(from: base, byteCount: size) }
        }
        buffer[size] = 0
    }
}
