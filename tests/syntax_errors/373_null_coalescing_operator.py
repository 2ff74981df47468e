name = user.name ?? "anonymous"
