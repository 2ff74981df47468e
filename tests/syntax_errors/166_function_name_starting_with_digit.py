def 3d_plot():
    pass
