"""Does the bundled model copy the nearest few-shot example's constants instead of the task's?
A 'drives forward at 1 m/s' step is sampled with the prompt as built (its nearest example drives at
1.5 m/s) and with that example's speed edited to 1.2 m/s; prints the speed each sample sets.

    .venv/bin/python benchmarks/fewshot_copy.py
"""

import re

from safe_codegen.generate.models.base import SampleConfig, load_model
from safe_codegen.generate.prompts import Task, base_prompt
from safe_codegen.robot import load_robot


def main() -> None:
    robot = load_robot("jackal", ros=False)
    model = load_model("local")
    task = Task("drives_forward_1_m_s_5_s_stop_pedestrian", "drives forward at 1 m/s for 5 s, stopping for "
                                                            "pedestrians throughout.")
    prompt = base_prompt(robot, task)
    edited = prompt.replace("1.5 m/s", "1.2 m/s").replace("speed = 1.5", "speed = 1.2")
    cfg = SampleConfig(n=8, max_new_tokens=300)
    for name, text in (("as built (nearest example at 1.5 m/s)", prompt), ("example edited to 1.2 m/s", edited)):
        speeds = [(re.findall(r"speed = ([\d.]+)", c.text) or ["?"])[0] for c in model.sample(text, cfg, None)]
        print(f"{name}: task asks 1 m/s; samples set {', '.join(speeds)}")


if __name__ == "__main__":
    main()
