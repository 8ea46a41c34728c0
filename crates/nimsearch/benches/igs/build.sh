#!/bin/sh
# Builds the benchmark's peer, Piotr Beling's `igsolve`, from a checkout of
# github.com/beling/impartial-games (measured at 07a34e6, "nimber of 12x5 is 3"). Nothing of it
# enters boyi: the checkout is copied to OUT and built there.
#
# Its dependency csf 0.2.0-alpha.2 no longer compiles with today's Rust: five calls of the
# unsafe `get_seed`/`set_seed` stand outside an `unsafe` block (error E0133). The copy's
# workspace gets a patched csf of its own ([patch.crates-io]), each call wrapped in `unsafe`,
# and nothing else changed.
#
#   sh crates/nimsearch/benches/igs/build.sh IMPARTIAL_GAMES_CHECKOUT OUT
#   IGSOLVE=OUT/target/release/igsolve cargo bench -p boyi-nimsearch --bench versus_igs
set -eu
src=$1
out=$2
mkdir -p "$out"
cp -r "$src"/. "$out"/
cd "$out"
cargo fetch
csf=$(find "${CARGO_HOME:-$HOME/.cargo}/registry/src" -maxdepth 1 -mindepth 1 -type d |
    while read -r index; do
        [ -d "$index/csf-0.2.0-alpha.2" ] && echo "$index/csf-0.2.0-alpha.2" && break
    done)
[ -n "$csf" ] || { echo "csf 0.2.0-alpha.2 was not fetched" >&2; exit 1; }
rm -rf csf-patched
cp -r "$csf" csf-patched
perl -pi -e 's/((?:\w+\.)+(?:get|set)_seed\((?:[^()]|\([^()]*\))*\))/unsafe { $1 }/g' \
    csf-patched/src/fp/gocmap/mod.rs
[ "$(grep -c 'unsafe { [a-z_.]*_seed(' csf-patched/src/fp/gocmap/mod.rs)" = 5 ] ||
    { echo "csf's calls are not where this script expects them" >&2; exit 1; }
grep -q '^\[patch.crates-io\]' Cargo.toml ||
    printf '\n[patch.crates-io]\ncsf = { path = "csf-patched" }\n' >> Cargo.toml
cargo build --release -p igsolve
echo "built $out/target/release/igsolve"
