response = request(
    url,
    timeout=10,
    headers,
)
