s = `x`
