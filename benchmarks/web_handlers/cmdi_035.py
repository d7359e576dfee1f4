import subprocess

from fastapi import Cookie, FastAPI

app = FastAPI()


@app.get("/count-hits")
def count_hits(pattern: str = Cookie(default="")):
    """Count hits."""
    candidates = ["GET /"]
    candidates.append(pattern)
    pattern = candidates[-1]
    command = ["sh", "-c", f"grep -c {pattern} /var/log/app/access.log"]
    done = subprocess.run(command, capture_output=True, text=True)
    return {"hits": done.stdout.strip()}
