# format() of complex: each type applies to both parts, the empty type
# follows repr's rules, '=' alignment and zero padding are refused.
cs = [1 + 2j, -1.5 - 2.5j, -0j, 1234567.891 - 9876543.21j, complex(float("inf"), float("nan")), 3j,
      -0.00001 + 0j, 1e20 + 1e-20j]
for spec in ["", ".2f", ".3e", "g", "10.2f", "<30", "^30.3g", "+.1f", " .2f", "F", "E", "G", "*>40",
             ".0f", "#.0f", ",.2f", "_.1f", "n", ".3n", "z.1f", ".3", "#", "-", ">35,.3f", "#g"]:
    print(repr(spec), [format(c, spec) for c in cs])
for spec in ["d", "%", "=20", "020", "x", "c", "s"]:
    try:
        format(1 + 2j, spec)
    except ValueError as e:
        print(repr(spec), "ValueError:", e)
print(f"{1+2j:.1f}", f"{-1j:>10}", f"{complex(1.5, -0.25)!r:^20}", "{:e}".format(2j))
