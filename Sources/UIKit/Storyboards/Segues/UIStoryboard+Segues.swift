extension UIStoryboard {
    /// Makes the scene's segues performable: registers each identified segue on its source
    /// controller, wires triggers (controls, bar items, cells, gestures), runs embed segues
    /// and registers exits for unwinding.
    func installSegues(in scene: StoryboardSceneInstance) throws {
        unimplemented(#function)
    }
}
