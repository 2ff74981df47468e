print(f"résumé: {résumé !}")
