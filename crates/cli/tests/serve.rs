//! `boyi serve`: with the `serve` feature it starts the explorer and prints its address;
//! without it, it says how to get it.

mod common;

#[cfg(not(feature = "serve"))]
#[test]
fn without_the_feature_serve_says_how_to_get_it() {
    let out = common::boyi().args(["serve", "--json"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let e: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(e["error"]["id"], "cli-built-without-serve");
    assert!(e["error"]["message"]
        .as_str()
        .is_some_and(|m| m.contains("--features serve")));
}

#[cfg(feature = "serve")]
#[test]
fn serve_prints_its_address_and_answers_there() {
    use std::io::{BufRead, Read, Write};
    let bin = assert_cmd::cargo::cargo_bin("boyi");
    let mut child = std::process::Command::new(bin)
        .current_dir(common::root())
        .args(["serve", "--port", "0", "nim", "3", "4"])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut line = String::new();
    std::io::BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    let addr = line
        .split("http://")
        .nth(1)
        .and_then(|r| r.split('/').next())
        .unwrap_or_else(|| panic!("no address in {line:?}"))
        .to_string();
    assert!(addr.starts_with("127.0.0.1:"), "{addr}");
    let mut s = std::net::TcpStream::connect(&addr).unwrap();
    s.write_all(b"GET /api HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n")
        .unwrap();
    let mut answer = String::new();
    s.read_to_string(&mut answer).unwrap();
    child.kill().unwrap();
    child.wait().unwrap();
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
    assert!(answer.contains("\"game\":\"nim 3 4\""), "{answer}");
}

#[cfg(feature = "serve")]
#[test]
fn serve_refuses_an_unknown_game_at_once() {
    let out = common::boyi()
        .args(["serve", "--port", "0", "nosuchgame"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("unknown game"));
}

/// A port another program holds: refused with the address and the system's reason, by id,
/// in the reader's language.
#[cfg(feature = "serve")]
#[test]
fn serve_on_a_port_in_use_says_so_by_id() {
    let held = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = held.local_addr().unwrap().port().to_string();
    let out = common::boyi()
        .args(["serve", "--port", &port, "--json"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let e: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(e["error"]["id"], "cli-serve-cannot-listen", "{e}");
    assert_eq!(
        e["error"]["args"]["addr"],
        format!("127.0.0.1:{port}"),
        "{e}"
    );
    let out = common::boyi()
        .args(["serve", "--port", &port, "--lang", "zh"])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("无法在") && err.contains(&port), "{err}");
}
