#!/bin/sh
# Installs the Debian 12 packages memterm needs, if any is missing.
# As root it runs apt-get; otherwise it prints the command to run.
PKGS="clang-19 libclang-rt-19-dev llvm-19-dev llvm-19-tools libz3-dev libyaml-dev libjansson-dev libcmocka-dev nettle-dev libc6-dev-i386 gcc make python3 python3-yaml python3-jsonschema graphviz csmith libcsmith-dev frama-c-base"
missing=""
for p in $PKGS; do
  s=$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null)
  case "$s" in
    *"install ok installed"*) ;;
    *) missing="$missing $p" ;;
  esac
done
[ -z "$missing" ] && exit 0
echo "memterm: missing Debian packages:$missing"
if [ "$(id -u)" = 0 ]; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -q || exit 1
  apt-get install -y -q --no-install-recommends $missing || exit 1
else
  echo "run as root:  apt-get update && apt-get install -y$missing"
  exit 1
fi
