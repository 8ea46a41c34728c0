//! Thermographs drawn as SVG, a pure function of the data (no I/O).

use crate::dyadic::Dyadic;
use crate::thermograph::{Thermograph, Trajectory};
use std::fmt::Write;

const WIDTH: f64 = 360.0;
const HEIGHT: f64 = 240.0;
const MARGIN: f64 = 30.0;

/// The thermograph as an SVG image: temperature upward from -1, values with Left's side
/// on the left (larger values further left, as in Winning Ways), the Left wall blue, the
/// Right wall red, the mast above the temperature dashed, and the axis `t = 0` grey.
///
/// ```
/// use boyi_cgt::{svg, Arena};
/// let mut arena = Arena::new();
/// let g = arena.parse("{2|-1}").unwrap();
/// let picture = svg::thermograph(&arena.thermograph(g));
/// assert!(picture.starts_with("<svg"));
/// assert!(picture.contains("<polyline"));
/// ```
pub fn thermograph(t: &Thermograph) -> String {
    let top = t.temperature().max(Dyadic::ZERO) + Dyadic::integer(1);
    let walls: Vec<Vec<(f64, f64)>> = [&t.left, &t.right]
        .into_iter()
        .map(|w| points(w, top))
        .collect();
    let xs = walls.iter().flatten().map(|p| p.1);
    let (lo, hi) = xs.fold((f64::MAX, f64::MIN), |(a, b), x| (a.min(x), b.max(x)));
    let span = (hi - lo).max(1.0);
    let (lo, hi) = (lo - span * 0.1, hi + span * 0.1);
    let tmax = top.to_f64();
    // Larger values to the left.
    let px = |x: f64| MARGIN + (hi - x) / (hi - lo) * (WIDTH - 2.0 * MARGIN);
    let py = |temp: f64| HEIGHT - MARGIN - (temp + 1.0) / (tmax + 1.0) * (HEIGHT - 2.0 * MARGIN);
    let mut s = String::new();
    let _ = write!(
        s,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" viewBox="0 0 {WIDTH} {HEIGHT}">"#
    );
    let _ = write!(
        s,
        r##"<line x1="{:.2}" y1="{:.2}" x2="{:.2}" y2="{:.2}" stroke="#aaa" stroke-width="1"/>"##,
        MARGIN / 2.0,
        py(0.0),
        WIDTH - MARGIN / 2.0,
        py(0.0)
    );
    let temperature = t.temperature().to_f64();
    for (wall, colour) in walls.iter().zip(["#1f4fd8", "#d81f2a"]) {
        let below: Vec<String> = wall
            .iter()
            .filter(|p| p.0 <= temperature.max(-1.0))
            .map(|&(temp, x)| format!("{:.2},{:.2}", px(x), py(temp)))
            .collect();
        let _ = write!(
            s,
            r#"<polyline points="{}" fill="none" stroke="{colour}" stroke-width="2"/>"#,
            below.join(" ")
        );
    }
    let mast = t.mast().to_f64();
    let _ = write!(
        s,
        r##"<line x1="{x:.2}" y1="{:.2}" x2="{x:.2}" y2="{:.2}" stroke="#333" stroke-width="1.5" stroke-dasharray="4 3"/>"##,
        py(temperature.max(-1.0)),
        py(tmax),
        x = px(mast)
    );
    let _ = write!(
        s,
        r#"<text x="{:.2}" y="{:.2}" font-family="sans-serif" font-size="11" text-anchor="middle">mean {} at t = {}</text>"#,
        WIDTH / 2.0,
        MARGIN / 2.0 + 4.0,
        t.mast(),
        t.temperature()
    );
    s.push_str("</svg>");
    s
}

/// A wall's points `(t, x)` from -1 to `top`.
fn points(w: &Trajectory, top: Dyadic) -> Vec<(f64, f64)> {
    let mut ts: Vec<Dyadic> = vec![Dyadic::integer(-1)];
    ts.extend(w.critical_points().iter().rev().copied());
    ts.push(top);
    ts.into_iter()
        .map(|t| (t.to_f64(), w.value_at(t).to_f64()))
        .collect()
}
