import subprocess

from fastapi import FastAPI, Form

app = FastAPI()


@app.post("/count-hits")
def count_hits(pattern: str = Form(default="")):
    """Count hits."""
    pattern = "%s" % pattern.strip()
    command = ["sh", "-c", f"grep -c {pattern} /var/log/app/access.log"]
    done = subprocess.run(command, capture_output=True, text=True)
    return {"hits": done.stdout.strip()}
