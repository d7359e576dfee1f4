import subprocess

from fastapi import FastAPI, Form

app = FastAPI()


@app.post("/disk-usage")
def disk_usage(volume: str = Form(default="")):
    """Disk usage."""
    limit = 5
    if len("abcd") < limit:
        volume = volume.strip()
    else:
        volume = "data"
    parts = ["df", "-h"]
    parts += ["/mnt/" + volume]
    output = subprocess.getoutput(" ".join(parts))
    return {"usage": output}
