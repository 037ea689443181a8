"""The base-91 digits both table generators pack numbers in (generate-cities.py,
generate-postal-codes.py), as SolvervCities' `SortedLines.base91` reads them."""

# Printable ASCII but the three a raw string literal or its end could read ("\\", "\"", "#"), in
# byte order, so 91 of them: packed numbers that are still text, with no tab or newline.
DIGITS91 = "".join(chr(b) for b in range(0x21, 0x7F) if chr(b) not in '\\"#')
assert len(DIGITS91) == 91


def digits91(value, width):
    """`value` in `width` base-91 digits, most significant first."""
    assert 0 <= value < 91 ** width, (value, width)
    out = ""
    for _ in range(width):
        value, digit = divmod(value, 91)
        out = DIGITS91[digit] + out
    return out
