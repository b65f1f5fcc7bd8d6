/// Makes a storyboard segue of a `customClass` from its identifier, source and destination.
typealias StoryboardSegueMaker = @MainActor (String?, UIViewController, UIViewController) -> UIStoryboardSegue

/// The custom segue classes a storyboard may name, by module-qualified name.
///
/// Swift can find a class by name but cannot call a non-`required` initializer through its
/// metatype, and `UIStoryboardSegue.init(identifier:source:destination:)` is not required in
/// UIKit (making it so would break subclasses that declare their own initializers). So each
/// custom segue class has a maker: in the module's generated connection table (`_segues`), or
/// registered here (tests).
@MainActor
enum StoryboardSegueClasses {
    /// Registers `type` under `module.name`, made with its inherited or own initializer.
    static func register<Segue: UIStoryboardSegue>(
        _ type: Segue.Type, module: String, make: @escaping StoryboardSegueMaker
    ) {
        makers["\(module).\(type)"] = make
    }

    /// The maker of the class a `<segue>` names (`customClass`, `customModule`), or nil.
    static func maker(className: String, module: String?, hints: [String] = []) -> StoryboardSegueMaker? {
        if let module, let maker = makers["\(module).\(className)"] { return maker }
        // The makers the IBConnections plugin generated for the module's custom segue classes;
        // without a module (documents of the Objective-C era), in the tables of the modules the
        // storyboard's bundle suggests.
        let tables =
            module.map { [StoryboardClasses.table(module: $0)].compactMap { $0 } }
            ?? StoryboardClasses.tables(for: IBElementLike(customModule: nil), hints: hints)
        for table in tables {
            if let maker = table._segues[className] { return maker }
        }
        if className == "UIStoryboardSegue" {
            return { UIStoryboardSegue(identifier: $0, source: $1, destination: $2) }
        }
        // Without a module (`customModuleProvider` unset), the one registered class by that name.
        let matches = makers.filter { $0.key.split(separator: ".").last.map(String.init) == className }
        return matches.count == 1 ? matches.first?.value : nil
    }
}

// The process-wide state only this file uses, kept in ProcessWide.swift with its reason.
extension StoryboardSegueClasses {
    fileprivate static var makers: [String: StoryboardSegueMaker] {
        get { ProcessWide.makers }
        _modify { yield &ProcessWide.makers }
    }
}
