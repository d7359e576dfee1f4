import subprocess

from rest_framework.response import Response
from rest_framework.views import APIView


class DnsLookup(APIView):
    def post(self, request):
        domain = request.data.get("domain", "example.org")
        answer = subprocess.run(["dig", "+short", domain], capture_output=True, text=True).stdout
        return Response({"answer": answer.split()})
