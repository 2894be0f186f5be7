#!/usr/bin/env python3
"""Draws the app's PNG icons (web/icons/icon-*.png) from the same design as icon.svg, with the
standard library only: a purple tile with gold warp threads and teal weft threads woven over
and under. Run it again after changing the design."""
import struct
import zlib
from pathlib import Path

BG = (0x2F, 0x25, 0x58)
WARP = (0xE8, 0xB5, 0x4A)
WEFT = (0x57, 0xC4, 0xB8)


def draw(size, margin=0.0, rounded=True):
    s = size / 64.0
    inset = margin * size

    def in_tile(x, y):
        if not rounded:
            return True
        r = 14 * s
        cx = min(max(x, r), size - r)
        cy = min(max(y, r), size - r)
        return (x - cx) ** 2 + (y - cy) ** 2 <= r * r

    def scale(v):
        return inset + v * s * (1 - 2 * margin)

    half = 3 * s * (1 - 2 * margin)
    warps = [20, 32, 44]
    wefts = [22, 32, 42]
    rows = []
    for py in range(size):
        row = bytearray([0])
        for px in range(size):
            x, y = px + 0.5, py + 0.5
            if not in_tile(x, y):
                row += bytes((0, 0, 0, 0))
                continue
            colour = BG
            on_warp = any(abs(x - scale(w)) <= half and scale(12) <= y <= scale(52) for w in warps)
            weft_row = next((i for i, w in enumerate(wefts) if abs(y - scale(w)) <= half and scale(12) <= x <= scale(52)), None)
            if on_warp:
                colour = WARP
            if weft_row is not None:
                column = min(range(3), key=lambda i: abs(x - scale(warps[i])))
                # Over and under: the weft shows where (row + column) is even, or between warps.
                between = not on_warp
                if between or (weft_row + column) % 2 == 1:
                    colour = WEFT
            row += bytes((*colour, 255))
        rows.append(bytes(row))
    raw = b"".join(rows)

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


out = Path(__file__).resolve().parent.parent / "web" / "icons"
(out / "icon-192.png").write_bytes(draw(192))
(out / "icon-512.png").write_bytes(draw(512))
# Maskable: full-bleed background, the weave inside the safe zone.
(out / "icon-maskable-512.png").write_bytes(draw(512, margin=0.12, rounded=False))
print("icons written to", out)
