class C[**P: int]: pass
