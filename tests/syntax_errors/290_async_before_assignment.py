async result = fetch()
