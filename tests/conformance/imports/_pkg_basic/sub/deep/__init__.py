from ... import top_value as deep_top
