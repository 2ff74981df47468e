odds = {n for n in nums if}
