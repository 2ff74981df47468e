names = ["ann", "bob"]
]
