from dataclasses import dataclass


@dataclass
class Config:
    name: str
    retries: int = 3
    timeout, delay: float = 1.0, 0.5
