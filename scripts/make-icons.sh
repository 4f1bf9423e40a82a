#!/bin/sh
# Makes the extension's PNG icons from their SVG source (assets/icon/icon.svg).
# Needs rsvg-convert (Debian/Ubuntu: apt-get install librsvg2-bin). The PNGs are committed, so a
# build never needs it; run this after changing the SVG and look at each size.
set -eu
cd "$(dirname "$0")/.."
mkdir -p public/icon
for size in 16 32 48 128; do
  rsvg-convert --width "$size" --height "$size" assets/icon/icon.svg --output "public/icon/$size.png"
done
echo "public/icon/{16,32,48,128}.png made with $(rsvg-convert --version)"
