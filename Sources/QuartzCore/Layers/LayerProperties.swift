/// The animatable state of a layer as a value: the model layer holds one, and presentation
/// is the same struct with animations applied. Keeping it a value lets the renderer and the
/// display link evaluate a whole tree without allocating layers.
package struct LayerProperties {
    package var bounds: CGRect = .zero
    var position: CGPoint = .zero
    var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    var zPosition: CGFloat = 0
    var anchorPointZ: CGFloat = 0
    var transform = CATransform3DIdentity
    var sublayerTransform = CATransform3DIdentity
    var opacity: Float = 1
    var isHidden = false
    var backgroundColor: CGColor?
    var cornerRadius: CGFloat = 0
    var borderWidth: CGFloat = 0
    var borderColor: CGColor? = .black
    var masksToBounds = false
    var shadowColor: CGColor? = .black
    var shadowOpacity: Float = 0
    var shadowOffset = CGSize(width: 0, height: -3)
    var shadowRadius: CGFloat = 3
    var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    var maskedCorners: CACornerMask = .all
    var cornerCurve: CALayerCornerCurve = .circular
    var shadowPath: CGPath?
    var rasterization = Rasterization()
    /// The animatable properties a layer subclass adds (`CAShapeLayer.path`,
    /// `CAGradientLayer.colors`, ...), seeded with their defaults by the subclass.
    var subclassValues: [String: AnimatableValue] = [:]

    package init() {}

    /// Reads an animatable key path (`"position.x"`, `"transform.scale"`, `"opacity"`, ...).
    package func value(forKeyPath keyPath: String) -> AnimatableValue? {
        switch keyPath {
        // Cases are tried in order: the key paths UIKit animates most come first.
        case "position": return .point(position)
        case "opacity": return .scalar(Double(opacity))
        case "position.x": return .scalar(Double(position.x))
        case "position.y": return .scalar(Double(position.y))
        case "bounds": return .rect(bounds)
        case "bounds.origin": return .point(bounds.origin)
        case "bounds.origin.x": return .scalar(Double(bounds.origin.x))
        case "bounds.origin.y": return .scalar(Double(bounds.origin.y))
        case "bounds.size": return .size(bounds.size)
        case "bounds.size.width": return .scalar(Double(bounds.width))
        case "bounds.size.height": return .scalar(Double(bounds.height))
        case "anchorPoint": return .point(anchorPoint)
        case "zPosition": return .scalar(Double(zPosition))
        case "transform": return .transform(transform)
        case "sublayerTransform": return .transform(sublayerTransform)
        case "hidden", "isHidden": return .scalar(isHidden ? 1 : 0)
        case "backgroundColor": return .color(backgroundColor)
        case "cornerRadius": return .scalar(Double(cornerRadius))
        case "borderWidth": return .scalar(Double(borderWidth))
        case "borderColor": return .color(borderColor)
        case "shadowColor": return .color(shadowColor)
        case "shadowOpacity": return .scalar(Double(shadowOpacity))
        case "shadowOffset": return .size(shadowOffset)
        case "shadowRadius": return .scalar(Double(shadowRadius))
        case "contentsRect": return .rect(contentsRect)
        case "shadowPath": return .path(shadowPath)
        default:
            if keyPath.hasPrefix("transform.") { return TransformKeyPath.read(keyPath, transform) }
            return subclassValues[keyPath]
        }
    }

    /// Writes an animatable key path; unknown paths and mismatched types are ignored.
    package mutating func setValue(_ value: AnimatableValue, forKeyPath keyPath: String) {
        switch (keyPath, value) {
        // Cases are tried in order: the key paths UIKit animates most come first.
        case ("position", .point(let p)): position = p
        case ("opacity", .scalar(let v)): opacity = Float(v)
        case ("position.x", .scalar(let v)): position.x = CGFloat(v)
        case ("position.y", .scalar(let v)): position.y = CGFloat(v)
        case ("bounds", .rect(let r)): bounds = r
        case ("bounds.origin", .point(let p)): bounds.origin = p
        case ("bounds.origin.x", .scalar(let v)): bounds.origin.x = CGFloat(v)
        case ("bounds.origin.y", .scalar(let v)): bounds.origin.y = CGFloat(v)
        case ("bounds.size", .size(let s)): bounds.size = s
        case ("bounds.size.width", .scalar(let v)): bounds.size.width = CGFloat(v)
        case ("bounds.size.height", .scalar(let v)): bounds.size.height = CGFloat(v)
        case ("anchorPoint", .point(let p)): anchorPoint = p
        case ("zPosition", .scalar(let v)): zPosition = CGFloat(v)
        case ("transform", .transform(let t)): transform = t
        case ("sublayerTransform", .transform(let t)): sublayerTransform = t
        case ("hidden", .scalar(let v)), ("isHidden", .scalar(let v)): isHidden = v >= 0.5
        case ("backgroundColor", .color(let c)): backgroundColor = c
        case ("cornerRadius", .scalar(let v)): cornerRadius = CGFloat(v)
        case ("borderWidth", .scalar(let v)): borderWidth = CGFloat(v)
        case ("borderColor", .color(let c)): borderColor = c
        case ("shadowColor", .color(let c)): shadowColor = c
        case ("shadowOpacity", .scalar(let v)): shadowOpacity = Float(v)
        case ("shadowOffset", .size(let s)): shadowOffset = s
        case ("shadowRadius", .scalar(let v)): shadowRadius = CGFloat(v)
        case ("contentsRect", .rect(let r)): contentsRect = r
        case ("shadowPath", .path(let path)): shadowPath = path
        default:
            if keyPath.hasPrefix("transform."), let t = TransformKeyPath.write(keyPath, value, into: transform) {
                transform = t
            } else if let old = subclassValues[keyPath], old.isSameKind(as: value) {
                subclassValues[keyPath] = value
            }
        }
    }
}

/// The `transform.*` sub-key-paths Core Animation offers (scale, rotation, translation).
///
/// Reading and writing scale, `rotation.z` and translation decompose an affine transform;
/// `rotation.x`/`rotation.y` are applied in front of the layer's transform (keeping its
/// perspective `m34`), which is how flips are built in practice.
enum TransformKeyPath {
    static func read(_ keyPath: String, _ t: CATransform3D) -> AnimatableValue? {
        let p = TransformInterpolation.decompose(CATransform3DGetAffineTransform(t))
        switch keyPath {
        case "transform.scale": return .scalar(Double((p.sx + p.sy) / 2))
        case "transform.scale.x": return .scalar(Double(p.sx))
        case "transform.scale.y": return .scalar(Double(p.sy))
        case "transform.scale.z": return .scalar(Double(t.m33))
        case "transform.rotation", "transform.rotation.z": return .scalar(Double(p.angle))
        case "transform.rotation.x", "transform.rotation.y": return .scalar(0)
        case "transform.translation": return .size(CGSize(width: p.tx, height: p.ty))
        case "transform.translation.x": return .scalar(Double(p.tx))
        case "transform.translation.y": return .scalar(Double(p.ty))
        case "transform.translation.z": return .scalar(Double(t.m43))
        default: return nil
        }
    }

    static func write(_ keyPath: String, _ value: AnimatableValue, into t: CATransform3D) -> CATransform3D? {
        if case .size(let s) = value, keyPath == "transform.translation" {
            var p = TransformInterpolation.decompose(CATransform3DGetAffineTransform(t))
            (p.tx, p.ty) = (s.width, s.height)
            return merge(p, into: t)
        }
        guard let v = value.scalar.map({ CGFloat($0) }) else { return nil }
        var p = TransformInterpolation.decompose(CATransform3DGetAffineTransform(t))
        switch keyPath {
        case "transform.scale": (p.sx, p.sy) = (v, v)
        case "transform.scale.x": p.sx = v
        case "transform.scale.y": p.sy = v
        case "transform.rotation", "transform.rotation.z": p.angle = v
        case "transform.translation.x": p.tx = v
        case "transform.translation.y": p.ty = v
        case "transform.scale.z": var r = t; r.m33 = v; return r
        case "transform.translation.z": var r = t; r.m43 = v; return r
        case "transform.rotation.x": return CATransform3DConcat(CATransform3DMakeRotation(v, 1, 0, 0), t)
        case "transform.rotation.y": return CATransform3DConcat(CATransform3DMakeRotation(v, 0, 1, 0), t)
        default: return nil
        }
        return merge(p, into: t)
    }

    private static func merge(_ p: TransformInterpolation.Parts, into t: CATransform3D) -> CATransform3D {
        let a = TransformInterpolation.compose(p)
        var r = t
        (r.m11, r.m12, r.m21, r.m22, r.m41, r.m42) = (a.a, a.b, a.c, a.d, a.tx, a.ty)
        return r
    }
}
