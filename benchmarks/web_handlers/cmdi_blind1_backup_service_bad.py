import subprocess

from django.http import JsonResponse
from django.views import View


class BackupView(View):
    def post(self, request):
        job = DumpJob(request.POST.get("database", "app"))
        return JsonResponse({"code": job.run()})


class DumpJob:
    def __init__(self, database):
        self.database = database

    def command(self):
        return "pg_dump --no-owner %s > /var/backups/latest.sql" % self.database

    def run(self):
        return subprocess.call(self.command(), shell=True)
