#!/bin/sh
# Builds the benchmark's peers from a cgt-tools checkout (github.com/t4ccer/cgt-tools; measured
# at 17fa9f3): its own `cgt-cli`, and `boyi-peer` (peer.rs here) for the games cgt-cli has no
# command for. Nothing of cgt-tools enters boyi: the checkout is copied to OUT and built there.
#
#   sh crates/cgt/benches/cgt-tools/build.sh CGT_TOOLS_CHECKOUT OUT
#   CGT_TOOLS=OUT/target/release/cgt-cli CGT_TOOLS_PEER=OUT/target/release/boyi-peer \
#       cargo bench -p boyi-cgt --bench versus_cgt_tools
set -eu
src=$1
out=$2
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$out"
cp -r "$src"/. "$out"/
mkdir -p "$out/boyi_peer/src"
cp "$here/peer.rs" "$out/boyi_peer/src/main.rs"
cat > "$out/boyi_peer/Cargo.toml" <<'TOML'
[package]
name = "boyi_peer"
version = "0.1.0"
edition = "2024"

[dependencies]
cgt = { path = "..", features = ["rayon"] }

[[bin]]
name = "boyi-peer"
path = "src/main.rs"
TOML
# Join the checkout's workspace (its members line lists the crates it builds).
grep -q '"boyi_peer"' "$out/Cargo.toml" ||
    sed -i 's/^members = \[/members = ["boyi_peer", /' "$out/Cargo.toml"
cd "$out"
cargo build --release -p cgt_cli -p boyi_peer
echo "built $out/target/release/cgt-cli and $out/target/release/boyi-peer"
