// MobileCoreServices on iOS exports the uniform type identifiers as `CFString` constants, which
// apps turn into strings (`kUTTypeJPEG as String`) for pasteboards, pickers and drag and drop.
// Core Foundation's types are not Swift API on Linux, so the constants are the identifier
// strings themselves: that cast, and passing them where a `String` is wanted, compile and mean
// the same (see Documentation/Deviations.md).

/// The uniform type identifier for any item, as `kUTTypeItem`.
public let kUTTypeItem = "public.item"
/// The uniform type identifier for any data, as `kUTTypeData`.
public let kUTTypeData = "public.data"
/// The uniform type identifier for any content, as `kUTTypeContent`.
public let kUTTypeContent = "public.content"
/// The uniform type identifier for text of any encoding, as `kUTTypeText`.
public let kUTTypeText = "public.text"
/// The uniform type identifier for plain text, as `kUTTypePlainText`.
public let kUTTypePlainText = "public.plain-text"
/// The uniform type identifier for UTF-8 plain text, as `kUTTypeUTF8PlainText`.
public let kUTTypeUTF8PlainText = "public.utf8-plain-text"
/// The uniform type identifier for rich text, as `kUTTypeRTF`.
public let kUTTypeRTF = "public.rtf"
/// The uniform type identifier for HTML, as `kUTTypeHTML`.
public let kUTTypeHTML = "public.html"
/// The uniform type identifier for URLs, as `kUTTypeURL`.
public let kUTTypeURL = "public.url"
/// The uniform type identifier for file URLs, as `kUTTypeFileURL`.
public let kUTTypeFileURL = "public.file-url"
/// The uniform type identifier for any image, as `kUTTypeImage`.
public let kUTTypeImage = "public.image"
/// The uniform type identifier for JPEG images, as `kUTTypeJPEG`.
public let kUTTypeJPEG = "public.jpeg"
/// The uniform type identifier for PNG images, as `kUTTypePNG`.
public let kUTTypePNG = "public.png"
/// The uniform type identifier for GIF images, as `kUTTypeGIF`.
public let kUTTypeGIF = "com.compuserve.gif"
/// The uniform type identifier for PDF documents, as `kUTTypePDF`.
public let kUTTypePDF = "com.adobe.pdf"
/// The uniform type identifier for any audiovisual content, as `kUTTypeAudiovisualContent`.
public let kUTTypeAudiovisualContent = "public.audiovisual-content"
/// The uniform type identifier for movies, as `kUTTypeMovie`.
public let kUTTypeMovie = "public.movie"
/// The uniform type identifier for video without audio, as `kUTTypeVideo`.
public let kUTTypeVideo = "public.video"
/// The uniform type identifier for audio without video, as `kUTTypeAudio`.
public let kUTTypeAudio = "public.audio"
/// The uniform type identifier for JSON, as `kUTTypeJSON`.
public let kUTTypeJSON = "public.json"
/// The uniform type identifier for vCards, as `kUTTypeVCard`.
public let kUTTypeVCard = "public.vcard"
