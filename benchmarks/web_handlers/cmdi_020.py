import subprocess

from fastapi import FastAPI, Form

app = FastAPI()


@app.post("/disk-usage")
def disk_usage(volume: str = Form(default="")):
    """Disk usage."""
    candidates = ["data"]
    candidates.append(volume)
    volume = candidates[-1]
    parts = ["df", "-h"]
    parts += ["/mnt/" + volume]
    output = subprocess.getoutput(" ".join(parts))
    return {"usage": output}
