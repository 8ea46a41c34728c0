#!/usr/bin/env bash
# Builds Aaron Siegel's MisereSolver from a checkout of CGSuite's sources, for the misère
# benchmark only (it is never a dependency of boyi):
#
#   crates/games/benches/miseresolver/build.sh CGSUITE_CHECKOUT OUT_DIR
#   MISERESOLVER=OUT_DIR cargo bench -p boyi-games --bench misere
#
# MisereSolver lives in CGSuite's tree (lib/core/src/main/scala/org/cgsuite/core/misere/solver)
# and reads a game's rules through CGSuite's Scala classes (HeapRuleset, TakeAndBreak). Built
# alone, the solver package compiles with javac once those are replaced: the build copies the
# package (without its command line and file loader), gives MisereSolver the options of an
# octal game from its digits (set by Driver.java) instead, and compiles both. CGSuite's
# sources stay where they are; nothing of them enters this repository.
set -euo pipefail
src="${1:?usage: build.sh CGSUITE_CHECKOUT OUT_DIR}"
out="${2:?usage: build.sh CGSUITE_CHECKOUT OUT_DIR}"
here="$(cd "$(dirname "$0")" && pwd)"
pkg="$src/lib/core/src/main/scala/org/cgsuite/core/misere/solver"
[ -f "$pkg/MisereSolver.java" ] || { echo "build.sh: no MisereSolver.java under $pkg" >&2; exit 2; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/org/cgsuite/core/misere/solver" "$out"
for f in "$pkg"/*.java; do
    case "$(basename "$f")" in
        CommandLineInterface.java|CommandLineOptions.java|MsvLoader.java) ;;
        *) cp "$f" "$work/org/cgsuite/core/misere/solver/" ;;
    esac
done
python3 "$here/patch.py" "$work/org/cgsuite/core/misere/solver/MisereSolver.java"
javac -nowarn -d "$out" "$work"/org/cgsuite/core/misere/solver/*.java "$here/Driver.java"
echo "MisereSolver built in $out"
