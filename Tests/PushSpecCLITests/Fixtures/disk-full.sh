#!/usr/bin/env bash
# A full disk under a notification state: three pushes applied, the disk filled, a push that
# needs room (60 000 bytes), the disk freed. Prints what `active` showed before and after, the
# full push's line and exit status, and a push applied after. The state lives in a 4 MiB tmpfs
# mounted in a mount namespace of the script's own (`unshare -rm`: no privilege needed where
# user namespaces are allowed, as on Debian 12).
# usage: disk-full.sh PUSHSPEC   (run by StateFailureCLITests)
set -u
pushspec=$1
if [[ ${DISK_FULL_INSIDE:-} != 1 ]]; then
  exec env DISK_FULL_INSIDE=1 unshare -rm bash "$0" "$@"
fi
dir=$(mktemp -d)
mount -t tmpfs -o size=4m none "$dir" || exit 1
state=$dir/state.sqlite
push() { printf '{"loc_key":"MESSAGE_TEXT","loc_args":["U%s","%s"],"custom":{"from_id":"%s","msg_id":"1"}}\n' "$1" "$2" "$1"; }
"$pushspec" notifications configure --state "$state" --group-count-max 5 --group-size-max 5 >/dev/null
for user in 1 2 3; do push "$user" hi; done | "$pushspec" notifications apply --state "$state" >/dev/null
echo "before: $("$pushspec" notifications active --state "$state")"
dd if=/dev/zero of="$dir/filler" bs=4096 2>/dev/null
long=$(head -c 60000 /dev/zero | tr '\0' 'x')
full=$(push 9 "$long" | "$pushspec" notifications apply --presentation --state "$state" 2>/dev/null)
echo "status: $?"
echo "full: ${full//$long/LONG}"
rm "$dir/filler"
echo "after: $("$pushspec" notifications active --state "$state")"
echo "again: $(push 9 again | "$pushspec" notifications apply --state "$state")"
umount "$dir"
rm -rf "$dir"
