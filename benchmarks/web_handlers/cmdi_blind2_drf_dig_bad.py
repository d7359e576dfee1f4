import subprocess

from rest_framework.response import Response
from rest_framework.views import APIView


class DnsLookup(APIView):
    def post(self, request):
        domain = request.data.get("domain", "example.org")
        answer = subprocess.getoutput("dig +short " + domain)
        return Response({"answer": answer.split()})
