"""The GPU session's step profile (engine.step_profile, run by engine/gpu_check.sh) has one try on
a lent machine: it must run here first."""

from __future__ import annotations

import json

from engine import step_profile


def test_the_step_profile_times_both_layouts_and_lists_the_kernels(tmp_path, capsys):
    out = tmp_path / "profile.json"
    step_profile.main(["--prompt", "64", "--gen", "32", "--repeats", "1", "--json", str(out)])
    result = json.loads(out.read_text())
    assert result["unfused"]["eager_ms"] > 0 and result["fused"]["eager_ms"] > 0
    assert result["kernels"]["per_step_count"] > 0
    assert any("mm" in row["name"] for row in result["kernels"]["top"])
    assert "kernels a step" in capsys.readouterr().out
