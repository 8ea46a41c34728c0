//! A value sequence drawn as an SVG picture: value against heap size, with the preperiod
//! marked when a pattern is known.

use boyi_report::TableReport;
use std::fmt::Write;

/// Draws `values` (g(0), g(1), ...) as an SVG document. Long sequences are drawn as one
/// vertical stroke per pixel column from the smallest to the largest value there, so a
/// million values stay a small file.
pub fn svg(title: &str, values: &[u32], preperiod: Option<usize>) -> String {
    const W: f64 = 960.0;
    const H: f64 = 420.0;
    const LEFT: f64 = 60.0;
    const RIGHT: f64 = 20.0;
    const TOP: f64 = 40.0;
    const BOTTOM: f64 = 50.0;
    let (pw, ph) = (W - LEFT - RIGHT, H - TOP - BOTTOM);
    let n = values.len().max(1);
    let top = values.iter().copied().max().unwrap_or(0).max(1) as f64;
    let x = |i: f64| LEFT + pw * i / (n.max(2) - 1) as f64;
    let y = |v: f64| TOP + ph - ph * v / top;
    let mut out = String::new();
    let _ = writeln!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" viewBox="0 0 {W} {H}" font-family="sans-serif" font-size="12">"#
    );
    let _ = writeln!(out, r#"<rect width="{W}" height="{H}" fill="white"/>"#);
    let _ = writeln!(
        out,
        r#"<text x="{}" y="22" text-anchor="middle" font-size="15">{}</text>"#,
        W / 2.0,
        escape(title)
    );
    // Axes with a few ticks.
    let _ = writeln!(
        out,
        r#"<path d="M{LEFT} {TOP} V{} H{}" fill="none" stroke="black"/>"#,
        TOP + ph,
        LEFT + pw
    );
    for t in 0..=4 {
        let v = top * t as f64 / 4.0;
        let yv = y(v);
        let _ = writeln!(
            out,
            r##"<line x1="{LEFT}" x2="{:.1}" y1="{yv:.1}" y2="{yv:.1}" stroke="#e4e4e4"/><text x="{:.1}" y="{:.1}" text-anchor="end">{}</text>"##,
            LEFT + pw,
            LEFT - 6.0,
            yv + 4.0,
            v.round(),
        );
        let i = (n - 1) as f64 * t as f64 / 4.0;
        let _ = writeln!(
            out,
            r#"<text x="{:.1}" y="{}" text-anchor="middle">{}</text>"#,
            x(i),
            TOP + ph + 18.0,
            i.round()
        );
    }
    let _ = writeln!(
        out,
        r#"<text x="{}" y="{}" text-anchor="middle">heap size n</text>"#,
        LEFT + pw / 2.0,
        H - 10.0
    );
    let _ = writeln!(
        out,
        r#"<text x="16" y="{}" transform="rotate(-90 16 {0})" text-anchor="middle">value g(n)</text>"#,
        TOP + ph / 2.0
    );
    if let Some(p) = preperiod.filter(|&p| p > 0 && p < n) {
        let _ = writeln!(
            out,
            r##"<line x1="{0:.1}" x2="{0:.1}" y1="{TOP}" y2="{1}" stroke="#c0392b" stroke-dasharray="4 3"/><text x="{2:.1}" y="{3}" fill="#c0392b">periodic from n = {p}</text>"##,
            x(p as f64),
            TOP + ph,
            x(p as f64) + 4.0,
            TOP + 12.0
        );
    }
    if n <= pw as usize {
        let _ = write!(out, r##"<g fill="#1f5fa8">"##);
        for (i, &v) in values.iter().enumerate() {
            let _ = write!(
                out,
                r#"<circle cx="{:.1}" cy="{:.1}" r="1.8"/>"#,
                x(i as f64),
                y(v as f64)
            );
        }
        let _ = writeln!(out, "</g>");
    } else {
        let cols = pw as usize;
        let _ = write!(out, r##"<path stroke="#1f5fa8" stroke-width="1" d=""##);
        for c in 0..cols {
            let lo = c * n / cols;
            let hi = ((c + 1) * n / cols).max(lo + 1).min(n);
            let slice = &values[lo..hi];
            let (mn, mx) = slice
                .iter()
                .fold((u32::MAX, 0), |(a, b), &v| (a.min(v), b.max(v)));
            let px = LEFT + c as f64 + 0.5;
            let _ = write!(
                out,
                "M{px:.1} {:.1}V{:.1}",
                y(mn as f64) + 0.5,
                y(mx as f64) - 0.5
            );
        }
        let _ = writeln!(out, r#""/>"#);
    }
    out.push_str("</svg>\n");
    out
}

fn escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// Draws a table of values (cell (x, y) at `values[(x − from) · size + (y − from)]`) as an
/// SVG heat map: x to the right, y upwards, darker for larger values, the zeros
/// (P-positions) black.
pub fn heatmap(title: &str, t: &TableReport) -> String {
    let (size, values, from) = (t.size, &t.values, t.from);
    const SIDE: f64 = 640.0;
    const MARGIN: f64 = 50.0;
    let cell = SIDE / size.max(1) as f64;
    let top = values.iter().copied().max().unwrap_or(0).max(1) as f64;
    let mut out = String::new();
    let (w, h) = (SIDE + 2.0 * MARGIN, SIDE + 2.0 * MARGIN);
    let _ = writeln!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}" font-family="sans-serif" font-size="12">"#
    );
    let _ = writeln!(out, r#"<rect width="{w}" height="{h}" fill="white"/>"#);
    let _ = writeln!(
        out,
        r#"<text x="{}" y="24" text-anchor="middle" font-size="14">{}</text>"#,
        w / 2.0,
        escape(title)
    );
    for x in 0..size {
        for y in 0..size {
            let v = values[x * size + y];
            let fill = if v == 0 {
                "rgb(0,0,0)".to_string()
            } else {
                // From pale yellow (small) to deep red (large).
                let t = f64::from(v) / top;
                format!(
                    "rgb({},{},{})",
                    255,
                    (235.0 - 200.0 * t) as u8,
                    (180.0 - 160.0 * t) as u8
                )
            };
            let _ = writeln!(
                out,
                r#"<rect x="{:.2}" y="{:.2}" width="{:.2}" height="{:.2}" fill="{fill}"><title>({}, {}): {v}</title></rect>"#,
                MARGIN + x as f64 * cell,
                MARGIN + SIDE - (y + 1) as f64 * cell,
                cell + 0.05,
                cell + 0.05,
                from + x as u64,
                from + y as u64
            );
        }
    }
    let _ = writeln!(
        out,
        r#"<text x="{}" y="{}" text-anchor="middle">x = {} ({from}..{})</text>"#,
        MARGIN + SIDE / 2.0,
        h - 15.0,
        escape(&t.axes.0),
        from + size as u64 - 1
    );
    let _ = writeln!(
        out,
        r#"<text x="15" y="{}" transform="rotate(-90 15 {})" text-anchor="middle">y = {} ({from}..{})</text>"#,
        MARGIN + SIDE / 2.0,
        MARGIN + SIDE / 2.0,
        escape(&t.axes.1),
        from + size as u64 - 1
    );
    out.push_str("</svg>\n");
    out
}
