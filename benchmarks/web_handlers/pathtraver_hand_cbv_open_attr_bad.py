from django.http import HttpResponse
from django.views import View

class ReportView(View):
    base = "/var/reports/"

    def get(self, request):
        self.report = request.GET["report"]
        return HttpResponse(self.render())

    def render(self):
        with open(self.base + self.report) as handle:
            return handle.read()
