import subprocess

from fastapi import FastAPI

app = FastAPI()


@app.get("/count-hits")
def count_hits(pattern: str = ""):
    """Count hits."""
    pattern = pattern[:200]
    command = ["sh", "-c", f"grep -c {pattern} /var/log/app/access.log"]
    done = subprocess.run(command, capture_output=True, text=True)
    return {"hits": done.stdout.strip()}
