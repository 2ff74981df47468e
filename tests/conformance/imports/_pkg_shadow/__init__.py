sub = 'attribute named sub'
