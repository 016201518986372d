"""A bot for `python -m engine arena` that picks a random legal action.

It speaks the JSON lines protocol of docs/bot-protocol.md and needs only
the standard library: one request per line on standard input, one answer
per line on standard output. It never volunteers Kontra, Re or announcements.

    python -m engine arena --game schafkopf --lineup "bot:python examples/random_bot.py,easy,easy,easy"
"""

import json
import random
import sys


def answer(request: dict) -> dict:
    if request["type"] == "volunteer":
        return {"action": None}
    rng = random.Random(request["seed"])
    return {"action": rng.choice(request["legal"])}


def main() -> None:
    for line in sys.stdin:
        if line.strip():
            print(json.dumps(answer(json.loads(line))), flush=True)


if __name__ == "__main__":
    main()
