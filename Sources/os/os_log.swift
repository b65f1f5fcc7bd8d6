import Foundation

/// Sends a message built from a printf-style format to `log` at level `type`.
public func os_log(
    _ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default,
    type: OSLogType = .default, _ args: CVarArg...
) {
    LogSink.write(LogFormat.render(message.description, args, redacting: false), type: type, log: log)
}

/// Sends a message built from a printf-style format to `log` at level `type`.
public func os_log(
    _ type: OSLogType, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default, _ message: StaticString,
    _ args: CVarArg...
) {
    LogSink.write(LogFormat.render(message.description, args, redacting: false), type: type, log: log)
}

/// Sends an interpolated message to `log` at level `type`.
public func os_log(_ type: OSLogType = .default, log: OSLog = .default, _ message: OSLogMessage) {
    guard !log.isDisabled, LogSink.isWriting || LogSink.hasObservers else { return }
    LogSink.write(message.composed(redacting: false), type: type, log: log)
}

/// The `os_log` format language: printf conversions, each optionally preceded by a
/// `{public}`, `{private}` or other `{…}` decoration, which says how to show the value.
enum LogFormat {
    /// Renders `format` with `args`; with `redacting`, private values and dynamic strings not
    /// marked public read `<private>`, as the system log stores them.
    static func render(_ format: String, _ args: [CVarArg], redacting: Bool) -> String {
        var out = ""
        var remaining = args[...]
        var i = format.startIndex
        while i < format.endIndex {
            let c = format[i]
            guard c == "%" else {
                out.append(c)
                i = format.index(after: i)
                continue
            }
            var j = format.index(after: i)
            guard j < format.endIndex else {
                out.append("%")
                break
            }
            if format[j] == "%" {
                out.append("%")
                i = format.index(after: j)
                continue
            }
            var decoration = ""
            if format[j] == "{", let close = format[j...].firstIndex(of: "}") {
                decoration = String(format[format.index(after: j)..<close])
                j = format.index(after: close)
            }
            // Flags, width, precision and length run up to the conversion character.
            var spec = "%"
            while j < format.endIndex, "-+ #0123456789.*hlqLzjt".contains(format[j]) {
                spec.append(format[j])
                j = format.index(after: j)
            }
            guard j < format.endIndex else {
                out += spec
                break
            }
            let conversion = format[j]
            i = format.index(after: j)
            guard let arg = remaining.popFirst() else {
                out += "<missing>"
                continue
            }
            let privacy = decoration.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            let isObject = conversion == "@" || conversion == "s"
            let hidden = privacy.contains("private") || privacy.contains("sensitive")
            if redacting && (hidden || (isObject && !privacy.contains("public"))) {
                out += "<private>"
                continue
            }
            out += value(arg, spec: spec, conversion: conversion)
        }
        return out
    }

    private static func value(_ arg: CVarArg, spec: String, conversion: Character) -> String {
        switch conversion {
        case "@":
            return String(describing: arg)
        case "s":
            if let p = arg as? UnsafePointer<CChar> { return String(cString: p) }
            if let p = arg as? UnsafeMutablePointer<CChar> { return String(cString: p) }
            return String(describing: arg)
        case "d", "i", "u", "x", "X", "o", "c", "f", "F", "e", "E", "g", "G", "a", "A":
            // Widen lengths so any Swift integer reads as 64 bits.
            var s = spec.filter { !"hlqLzjt".contains($0) }
            if "diuxXo".contains(conversion) { s += "ll" }
            return String(format: s + String(conversion), arg)
        default:
            return String(describing: arg)
        }
    }
}
