# Sourced by the experiment scripts: `stage NAME OUTPUT COMMAND...` runs COMMAND (output to $OUT/NAME.log)
# unless OUTPUT exists, and appends NAME, its wall time in seconds and the command to $OUT/times.tsv.
stage() {
    local name=$1 output=$2
    shift 2
    if [ -e "$output" ]; then echo "== $name: $output exists, skipped"; return; fi
    echo "== $name: $*"
    local t0=$SECONDS
    "$@" > "$OUT/$name.log" 2>&1
    printf '%s\t%s\t%s\n' "$name" "$((SECONDS - t0))" "$*" >> "$OUT/times.tsv"
}
