"""A small policy that learns to beat the random player, through Grimorio's Gymnasium
environment (``grimorio.env.single``) and nothing but NumPy.

    python examples/learn_against_random.py [EPISODES] [--seed S]

The policy scores each legal action (the mask of ``env.action_masks()``) with a linear
function of the action's features — its option kind (``actions.decode``) and, when it
names a card the player sees, that card's row of the observation — and samples from the
softmax of the scores. It is trained by REINFORCE (the return, +1 or -1, minus a running
baseline) against the random player, seats alternating, and its win rate is measured
every so often on fresh seeds, playing greedily. It prints one line per measurement;
``docs/research.md`` shows a run.
"""

from __future__ import annotations

import argparse
import time

import numpy as np

from grimorio.env import actions, observation
from grimorio.env.single import SingleAgentEnv

KINDS = {key: n for n, (key, _shape) in enumerate(actions.TABLE)}
KEYS = len(KINDS) + 1  # the last: an overflow slot
ROW = len(observation.CARD_FIELDS)
FEATURES = KEYS + ROW
GLOBALS = len(observation.GLOBAL_FIELDS)


def features(obs: np.ndarray, legal: np.ndarray) -> np.ndarray:
    """One row of features per legal action: its kind (one-hot) and the observed card it
    names first (scaled down), if any."""
    out = np.zeros((len(legal), FEATURES), dtype=np.float32)
    for i, slot in enumerate(legal):
        meaning = actions.decode(int(slot))
        if meaning is None:
            out[i, KEYS - 1] = 1
            continue
        key, coordinates = meaning
        out[i, KINDS[key]] = 1
        if coordinates and coordinates[0] < observation.CARD_SLOTS:
            start = GLOBALS + coordinates[0] * ROW
            out[i, KEYS:] = obs[start : start + ROW] / 10
    return out


class Policy:
    def __init__(self, rng: np.random.Generator) -> None:
        self.w = np.zeros(FEATURES, dtype=np.float64)
        self.rng = rng

    def act(self, obs: np.ndarray, mask: np.ndarray, greedy: bool) -> tuple[int, np.ndarray]:
        legal = np.flatnonzero(mask)
        phi = features(obs, legal)
        scores = phi @ self.w
        probs = np.exp(scores - scores.max())
        probs /= probs.sum()
        k = int(np.argmax(probs)) if greedy else int(self.rng.choice(len(legal), p=probs))
        # the gradient of log pi(a): phi(a) - E_pi[phi]
        return int(legal[k]), phi[k] - probs @ phi


def episode(env: SingleAgentEnv, policy: Policy, seed: int, greedy: bool) -> tuple[float, list]:
    obs, _info = env.reset(seed=seed)
    grads: list[np.ndarray] = []
    total, done = 0.0, False
    while not done:
        action, grad = policy.act(obs, env.action_masks(), greedy)
        grads.append(grad)
        obs, reward, terminated, truncated, _info = env.step(np.int64(action))
        total += reward
        done = terminated or truncated
    return total, grads


def win_rate(policy: Policy, games: int, first_seed: int) -> float:
    wins = 0.0
    for g in range(games):
        env = SingleAgentEnv("random", seat=g % 2)
        reward, _ = episode(env, policy, first_seed + g, greedy=False)
        wins += (reward + 1) / 2
    return wins / games


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("episodes", type=int, nargs="?", default=600)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--every", type=int, default=100, help="episodes between measurements")
    parser.add_argument("--games", type=int, default=100, help="games a measurement")
    args = parser.parse_args()
    policy = Policy(np.random.default_rng(args.seed))
    envs = [SingleAgentEnv("random", seat=0), SingleAgentEnv("random", seat=1)]
    baseline, rate = 0.0, 0.05
    start = time.perf_counter()
    held_out = 1_000_000  # measurements play seeds no training episode sees
    print(f"episodes 0: win rate {win_rate(policy, args.games, held_out):.2f} (the random player)")
    for e in range(1, args.episodes + 1):
        ret, grads = episode(envs[e % 2], policy, args.seed * 100_000 + e, greedy=False)
        advantage = ret - baseline
        baseline += 0.05 * (ret - baseline)
        if grads:
            policy.w += rate * advantage * np.mean(grads, axis=0)
        if e % args.every == 0:
            wr = win_rate(policy, args.games, held_out)
            took = time.perf_counter() - start
            print(f"episodes {e}: win rate {wr:.2f} ({took:.0f} s)", flush=True)


if __name__ == "__main__":
    main()
