import Foundation

/// The trip page loaded in Chromium at the video's size, with the recorder script driving it.
struct RecordedPage {
    let browser: DevToolsPipe

    init(browser: DevToolsPipe, file: URL, size: VideoSize) throws(VideoError) {
        self.browser = browser
        try browser.openPage()
        try browser.call("Page.enable")
        try browser.call(
            "Emulation.setDeviceMetricsOverride",
            ["width": size.cssWidth, "height": size.cssHeight, "deviceScaleFactor": size.scale, "mobile": false])
        try browser.call("Page.navigate", ["url": file.absoluteString])
        try browser.wait(for: "Page.loadEventFired")
        _ = try browser.evaluate(PageAssets.recorderScript)
        guard try browser.evaluate("tripshotRecorder.start(\(size.phone))") as? Bool == true else {
            throw .browser("the recorder did not start on the page")
        }
    }

    func plan() throws(VideoError) -> VideoTimeline.PagePlan {
        guard let plan = try browser.evaluate("tripshotRecorder.plan()") as? [String: Any],
            let title = plan["title"] as? String, let steps = plan["steps"] as? [[String: Any]]
        else { throw .browser("the page gave no GO-mode steps") }
        return VideoTimeline.PagePlan(
            title: title,
            steps: steps.map {
                .init(text: $0["text"] as? String ?? "", motionSeconds: ($0["motionMs"] as? Double ?? 0) / 1000)
            })
    }

    /// Sets the page up for a segment: a card over everything, or GO mode at a step with a caption.
    func show(_ shot: VideoTimeline.Shot) throws(VideoError) {
        switch shot {
        case .card(let text):
            _ = try browser.evaluate("tripshotRecorder.card(\(Self.literal(text)))")
        case .overview(let caption):
            _ = try browser.evaluate("tripshotRecorder.card(null); tripshotRecorder.caption(\(Self.literal(caption)))")
        case .step(let index, let caption):
            _ = try browser.evaluate(
                "tripshotRecorder.card(null); tripshotRecorder.caption(\(Self.literal(caption))); tripshotRecorder.go(\(index))")
        }
    }

    /// Advances the page's clock; true when nothing on the page moves any more.
    func advance(to milliseconds: Double) throws(VideoError) -> Bool {
        try browser.evaluate("tripshotRecorder.frame(\(milliseconds))") as? Bool ?? false
    }

    func screenshot() throws(VideoError) -> [UInt8] {
        let shot = try browser.call("Page.captureScreenshot", ["format": "png", "optimizeForSpeed": true])
        guard let base64 = shot["data"] as? String, let data = Data(base64Encoded: base64) else {
            throw .browser("chromium returned no screenshot")
        }
        return Array(data)
    }

    /// A JavaScript literal for `text` (null for none).
    static func literal(_ text: String?) -> String {
        guard let text, let data = try? JSONSerialization.data(withJSONObject: text, options: [.fragmentsAllowed]) else {
            return "null"
        }
        return String(decoding: data, as: UTF8.self)
    }
}

enum PageAssets {
    /// `Page/trip-recorder.js`, compiled into the binary.
    static let recorderScript = String(decoding: PackageResources.trip_recorder_js, as: UTF8.self)
}
