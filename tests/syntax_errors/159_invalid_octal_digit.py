perm = 0o789
