# The builtins module itself patched while builtin loads are warm:
# builtins.len replaced and restored, a new builtin added and removed (the
# NameError message), and a module global shadowing the patched builtin.
import builtins


def runs(values):
    out = []
    for value in values:
        if out and out[-1][0] == value:
            out[-1][1] += 1
        else:
            out.append([value, 1])
    return " ".join("%s*%d" % (v, n) for v, n in out)


real_len = builtins.len
real_max = builtins.max


def size(x):
    return len(x)


def biggest(*xs):
    return max(xs)


def use_new():
    try:
        return brand_new_builtin()
    except NameError as e:
        return "NameError(%s)" % e


sizes, maxes, news = [], [], []
for i in range(700):
    if i == 200:
        builtins.len = lambda x: 1000 + real_len(x)
    elif i == 250:
        builtins.brand_new_builtin = lambda: "new builtin"
        builtins.max = min
    elif i == 300:
        len = lambda x: "module global wins"
    elif i == 350:
        del len
    elif i == 400:
        builtins.len = real_len
        builtins.max = real_max
    elif i == 450:
        del builtins.brand_new_builtin
        setattr(builtins, "len", lambda x: "via setattr")
    elif i == 500:
        builtins.__dict__["len"] = lambda x: "via __dict__"
    elif i == 550:
        del builtins.len
    elif i == 600:
        builtins.len = real_len
    elif i == 650:
        builtins.__dict__.update({"brand_new_builtin": lambda: "updated in"})
    try:
        sizes.append(size("xyz"))
    except NameError as e:
        sizes.append("NameError(%s)" % e)
    maxes.append(biggest(3, 9, 4))
    news.append(use_new())
print(runs(sizes))
print(runs(maxes))
print(runs(news))
del builtins.brand_new_builtin
print(use_new(), size([1, 2]), biggest(1, 2))
