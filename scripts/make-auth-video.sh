#!/usr/bin/env bash
# Generates the auth pages' looping background video from the dish illustrations in
# public/art/dishes: each dish slowly zooms for 2 s and cross-fades into the next; the last
# fades into the first, so the loop has no seam. Needs ffmpeg with librsvg, libsvtav1, libx264.
# Output (committed): public/media/auth-loop.webm (AV1), auth-loop.mp4 (H.264), auth-loop.jpg (poster).
set -euo pipefail
cd "$(dirname "$0")/.."
out=public/media
mkdir -p "$out"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
dishes=(pilau chapati mandazi nyama-choma githeri)
for i in "${!dishes[@]}"; do
  ffmpeg -v error -y -width 1200 -height 900 -i "public/art/dishes/${dishes[$i]}.svg" "$tmp/$i.png"
done
n=${#dishes[@]}
inputs=()
filters=""
for i in $(seq 0 $n); do
  src=$((i % n))
  inputs+=(-loop 1 -t 2.6 -i "$tmp/$src.png")
  # Slow push-in, cropped to a portrait frame that suits a half-width column.
  filters+="[$i:v]scale=1200:900,crop=720:900,zoompan=z='1+0.0012*on':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=78:s=720x900:fps=30,format=yuv420p,setsar=1[v$i];"
done
prev="v0"
offset=2.0
for i in $(seq 1 $n); do
  filters+="[$prev][v$i]xfade=transition=fade:duration=0.6:offset=$offset[x$i];"
  prev="x$i"
  offset=$(echo "$offset + 2.0" | bc)
done
# Drop the head of the first clip so the loop starts where the last fade ends.
filters+="[$prev]trim=start=0.6:end=$(echo "$n * 2.0 + 0.6" | bc),setpts=PTS-STARTPTS,format=yuv420p[out]"
ffmpeg -v error -y "${inputs[@]}" -filter_complex "$filters" -map "[out]" -an \
  -c:v libsvtav1 -crf 45 -preset 6 -g 300 "$out/auth-loop.webm"
ffmpeg -v error -y "${inputs[@]}" -filter_complex "$filters" -map "[out]" -an \
  -c:v libx264 -crf 30 -preset slow -profile:v main -movflags +faststart "$out/auth-loop.mp4"
ffmpeg -v error -y -i "$out/auth-loop.mp4" -frames:v 1 -q:v 6 "$out/auth-loop.jpg"
ls -l "$out"
